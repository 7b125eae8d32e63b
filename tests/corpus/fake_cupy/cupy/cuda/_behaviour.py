import json
import os

BEHAVIOUR = json.loads(os.environ.get("FAKE_CUPY", "{}"))
FUNCTIONS: dict[int, str] = {}
FUNCTION_MODULES: dict[int, object] = {}  # function handle -> its Module
MODULES: dict[int, object] = {}  # module handle -> Module
