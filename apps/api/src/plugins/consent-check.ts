// The cookie-consent banner arrives in a server-rendered page's HTML, so a new
// visitor's phone paints it with the page instead of after the scripts (spec
// 01 §2; decision 026). The page is shared by every visitor, so it cannot know
// whether this one has chosen: this one-line script, run before the body is
// drawn, marks the document when the consent cookie is there, and a style rule
// hides the banner. The content security policy allows it by its hash only.
import { createHash } from 'node:crypto';
import { CONSENT_COOKIE } from '@talent/contracts/page-shell';

export const CONSENT_CHECK_SCRIPT = `if(/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.dataset.consentDecided=''`;

export const CONSENT_CHECK_HASH = `'sha256-${createHash('sha256').update(CONSENT_CHECK_SCRIPT).digest('base64')}'`;
