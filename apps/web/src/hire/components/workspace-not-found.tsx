// What a workspace screen shows when its job or application is not the
// member's company's (the API answers 404, decision 017) or does not exist:
// the shared not-found page, with the way back into the workspace.
import { Link } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { workspaceTitle } from './workspace-title.ts';

export function WorkspaceNotFound() {
  return (
    <NotFoundPage
      title={workspaceTitle('Not found')}
      message="This page does not exist, or it belongs to another company's hiring team."
      links={<Link to={pathTo('hire')}>Back to jobs</Link>}
    />
  );
}
