// The public site's constants, paths and texts without zod (decision 023):
// the blog and content screens import this module, so a visitor's first page
// carries no schema code; the schemas in content.ts build on it.

export const ContentMessages = {
  contactSent: 'Thank you. Your message has reached our team; we answer within two working days.',
  enquirySent: 'Thank you. Our enterprise team will contact you within one working day.',
  leadSent: 'Thank you. We will be in touch shortly.',
  subscribePending: 'Almost done: we sent you an e-mail. Follow its link to confirm your subscription.',
  subscribeConfirmed: 'Your subscription is confirmed. You can unsubscribe from any of our e-mails.',
  unsubscribed: 'You are unsubscribed and will receive no more newsletters.',
  linkInvalid: 'This link is not valid any more.',
  reportFiled: 'Your report is filed. Keep the case code and passphrase: they are the only way back to it.',
  reportNotFound: 'No report matches this case code and passphrase.',
  reportClosed: 'This case is closed; it can be read but takes no more messages.',
  attachmentRefused: 'Attachments must be PDF, Word, JPEG or PNG files of at most 5 MB.',
  tooManyAttachments: 'Attach at most 3 files.',
  notACandidate: 'Refer and earn is for candidates.',
} as const;

/** Honeypot: a field people never see; a bot that fills it is answered as if it succeeded, nothing is kept. */
export const HONEYPOT_FIELD = 'website';

export const CONTENT_SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

export const BLOG_AUDIENCES = ['professionals', 'enterprises'] as const;
export type BlogAudience = (typeof BLOG_AUDIENCES)[number];
export const BLOG_PAGE_SIZE = 10;

/** Where a post lives: /blog/{slug}/ or /blog/enterprises/{slug}/. */
export const blogPostPath = (audience: BlogAudience, slug: string) =>
  audience === 'enterprises' ? `/blog/enterprises/${slug}/` : `/blog/${slug}/`;
export const blogListPath = (audience: BlogAudience) => (audience === 'enterprises' ? '/blog/enterprises/' : '/blog/');
export const blogFeedPath = (audience: BlogAudience) => `${blogListPath(audience)}rss.xml`;

export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

export const SPEAKUP_CATEGORIES = [
  'Fraud or corruption',
  'Harassment or discrimination',
  'Data protection or privacy',
  'Safety',
  'Conflict of interest',
  'Other',
] as const;
export const SPEAKUP_MAX_ATTACHMENTS = 3;
export const SPEAKUP_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const CASE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

export const REFERRAL_STAGES = ['signed_up', 'onboarded', 'applied', 'hired'] as const;
export type ReferralStage = (typeof REFERRAL_STAGES)[number];
export const REFERRAL_STAGE_LABELS: Record<ReferralStage, string> = {
  signed_up: 'Signed up',
  onboarded: 'Onboarded',
  applied: 'Applied',
  hired: 'Hired',
};

/** Content pages by kind, named by slug prefix (decision 023): career guides, candidate and enterprise campaigns. */
export const PILLAR_PREFIX = 'pillar-';
export const CANDIDATE_CAMPAIGN_PREFIX = 'campaign-';
export const ENTERPRISE_CAMPAIGN_PREFIX = 'enterprise-campaign-';
