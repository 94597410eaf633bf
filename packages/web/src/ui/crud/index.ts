export { ListPage } from './ListPage';
export { RowActions } from './RowActions';
export { useDeleteAction } from './use-delete-action';
export { useReload } from './use-reload';
export {
  registerTexts,
  useRegister,
  type Register,
  type RegisterEditing,
  type RegisterOptions,
  type RegisterTexts,
} from './use-register';
export { RegisterPage } from './RegisterPage';
