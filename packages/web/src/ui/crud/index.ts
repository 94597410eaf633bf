export { ListPage } from './ListPage';
export { RowActions } from './RowActions';
export { useDeleteAction } from './use-delete-action';
export { useReload } from './use-reload';
