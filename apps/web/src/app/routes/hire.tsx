// /hire/* — the hiring workspace (decision 017): one lazy route module outside
// the candidate layout, so no public or candidate page loads its code.
import { HiringWorkspace } from '../../features/hiring/hiring-workspace.tsx';

export default function HireRoute() {
  return <HiringWorkspace />;
}
