// fontoxpath ships CommonJS whose exports Node's ESM loader cannot detect by name: take them from
// the default export, typed by the package's declarations.
import fontoxpath from 'fontoxpath';

export const {
  createTypedValueFactory,
  domFacade,
  evaluateXPath,
  evaluateXPathToFirstNode,
  evaluateXPathToNodes,
  evaluateXPathToString,
  parseScript,
  registerCustomXPathFunction,
  registerXQueryModule,
} = fontoxpath;
