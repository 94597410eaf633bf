export * from './ehf-document.js';
export { escapeXml } from './xml-writer.js';
