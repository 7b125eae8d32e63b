/* placeholder */
typedef int lupine_standin_graph_placeholder;
