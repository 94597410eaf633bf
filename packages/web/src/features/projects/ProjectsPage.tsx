import type { ProjectsQuery } from '../../gql/graphql';
import { DimensionRegister, type DimensionDocuments } from '../dimensions/DimensionRegister';
import { CreateProjectDocument, DeleteProjectDocument, ProjectsDocument, UpdateProjectDocument } from './operations';

const documents: DimensionDocuments<ProjectsQuery> = {
  list: ProjectsDocument,
  select: (data) => data.projects,
  create: CreateProjectDocument,
  update: UpdateProjectDocument,
  remove: DeleteProjectDocument,
};

/** /projects. */
export default function ProjectsPage() {
  return <DimensionRegister kind="project" documents={documents} />;
}
