export { PagedTable, type PagedTableProps } from './PagedTable';
export { localPageFetch, pageOf } from './local-fetch';
export { useApolloPageFetch } from './apollo-fetch';
export { csvText, downloadCsv, fetchAllRows } from './csv';
export type {
  CellValue,
  ColumnFilter,
  DefaultSort,
  FilterValue,
  Filters,
  OrderDirection,
  Page,
  PageFetch,
  PageRequest,
  PagedColumn,
  SelectOption,
} from './types';
