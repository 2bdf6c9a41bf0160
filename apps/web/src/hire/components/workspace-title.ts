// The workspace's document titles (decision 017): the shared PageHead with the
// workspace's suffix, so a member's tabs say which side of the product they are on.
import { BRAND } from '@talent/contracts/page-shell';

export const workspaceTitle = (title: string) => `${title} - ${BRAND} hiring`;
