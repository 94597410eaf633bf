import { PatchEditor } from './PatchEditor';

/** /warehouse/patches/new: a patch dated today, for a supplier still to choose, with one line to fill. */
export default function NewPatchPage() {
  return <PatchEditor />;
}
