import type { DepartmentsQuery } from '../../gql/graphql';
import { DimensionRegister, type DimensionDocuments } from '../dimensions/DimensionRegister';
import {
  CreateDepartmentDocument,
  DeleteDepartmentDocument,
  DepartmentsDocument,
  UpdateDepartmentDocument,
} from './operations';

const documents: DimensionDocuments<DepartmentsQuery> = {
  list: DepartmentsDocument,
  select: (data) => data.departments,
  create: CreateDepartmentDocument,
  update: UpdateDepartmentDocument,
  remove: DeleteDepartmentDocument,
};

/** /departments. */
export default function DepartmentsPage() {
  return <DimensionRegister kind="department" documents={documents} />;
}
