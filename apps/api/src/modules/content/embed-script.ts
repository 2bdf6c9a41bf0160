// Embedding in a content-managed page (spec 01 §1): `/embed.js` finds the
// containers that carry shortcode attributes and mounts the job list, a job
// or the sign-up form in each, as a frame of this application. When no
// container is there yet (the page adds it late), initialisation is retried
// at 1000 ms and 3000 ms (spec 01 §9). Sites that may embed are listed in
// EMBED_ORIGINS (frame-ancestors). Containers:
//   <div data-talent-embed="job-list" data-search-term="designer"></div>
//   <div data-talent-embed="job" data-company="acme" data-job="designer-1"></div>
//   <div data-talent-embed="signup" data-referral-code="ABCD2345"></div>
import type { FastifyInstance } from 'fastify';
import { EMBED_INIT_RETRIES_MS } from '@talent/contracts/constants';

export function embedScript(publicUrl: string): string {
  const config = JSON.stringify({ base: publicUrl.replace(/\/$/, ''), retries: EMBED_INIT_RETRIES_MS });
  return `(function () {
  var config = ${config.replace(/</g, '\\u003c')};
  function pathOf(el) {
    var kind = el.getAttribute('data-talent-embed');
    var q = new URLSearchParams();
    if (kind === 'job-list') {
      var term = el.getAttribute('data-search-term');
      if (term) q.set('search_term', term);
      return '/jobs/' + (q.toString() ? '?' + q : '');
    }
    if (kind === 'job') {
      var company = el.getAttribute('data-company'), job = el.getAttribute('data-job');
      if (!company || !job) return null;
      return '/jobs/' + encodeURIComponent(company) + '/' + encodeURIComponent(job) + '/';
    }
    if (kind === 'signup') {
      var code = el.getAttribute('data-referral-code');
      if (code) q.set('referral_code', code);
      return '/auth/signup/' + (q.toString() ? '?' + q : '');
    }
    return null;
  }
  function mount() {
    var found = document.querySelectorAll('[data-talent-embed]:not([data-talent-mounted])');
    for (var i = 0; i < found.length; i++) {
      var el = found[i], path = pathOf(el);
      if (!path) continue;
      var frame = document.createElement('iframe');
      frame.src = config.base + path;
      frame.title = el.getAttribute('data-title') || 'Jobs';
      frame.loading = 'lazy';
      frame.style.width = '100%';
      frame.style.border = '0';
      frame.style.minHeight = el.getAttribute('data-height') || '720px';
      el.appendChild(frame);
      el.setAttribute('data-talent-mounted', 'true');
    }
    return found.length;
  }
  function init() {
    if (mount() > 0) return;
    // spec 01 §1: the container may appear after the script; try again at 1000 and 3000 ms
    config.retries.forEach(function (delay) {
      setTimeout(function () {
        if (!document.querySelector('[data-talent-mounted]')) mount();
      }, delay);
    });
  }
  window.TalentEmbed = { mount: mount };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
`;
}

export async function embedScriptRoute(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const script = embedScript(publicUrl);
  app.get('/embed.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(script),
  );
}
