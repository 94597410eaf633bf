import { graphql } from '../../gql';

/** An export as the page shows it: its progress, and the archive once it is made. */
export const UnitExportFieldsFragment = graphql(`
  fragment UnitExportFields on UnitExport {
    id
    status
    done
    total
    error
    createdAt
    finishedAt
    createdByName
    file {
      fileName
      size
      url
    }
  }
`);

export const UnitExportsDocument = graphql(`
  query UnitExports {
    unitExports {
      ...UnitExportFields
    }
  }
`);

export const CreateUnitExportDocument = graphql(`
  mutation CreateUnitExport {
    createUnitExport {
      ...UnitExportFields
    }
  }
`);
