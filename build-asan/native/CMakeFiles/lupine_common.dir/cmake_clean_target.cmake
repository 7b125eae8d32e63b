file(REMOVE_RECURSE
  "liblupine_common.a"
)
