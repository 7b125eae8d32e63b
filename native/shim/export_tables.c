/* cuGetExportTable: the CUDA runtime's private tables (common/export_tables.c, answered in this
 * process; the hooks they need come from context.c, module.c and client.c). */
#include "client.h"

#include "lupine/export_tables.h"

CUresult CUDAAPI cuGetExportTable(const void **ppExportTable, const CUuuid *pExportTableId)
{
    lc_stats_call(LUPINE_FN_cuGetExportTable);
    return lp_export_table(ppExportTable, pExportTableId);
}
