import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationTimeline } from '@talent/contracts/application-timeline';
import { Messages } from '@talent/contracts/messages';
import {
  SurveyMessages,
  type CandidateSurveyForm,
  type CandidateSurveyFormDetail,
  type HiringSurvey,
} from '@talent/contracts/surveys';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';
import { applyAs, call, letterWorld, outbox, type LetterWorld } from '../offers/offers.test-support.ts';

let ctx: TestContext;
let world: LetterWorld;
let nina: TestCandidate;
let omar: TestCandidate;

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://talent500.example' } });
  world = await letterWorld(ctx, 'Puffin Health');
  nina = await createCandidate(ctx);
  omar = await createCandidate(ctx);
});
afterAll(async () => ctx?.close());

const fixedAnswers = { overall: 4, found_via: 'A friend or colleague', useful: ['Job search'], recommend: 9 };

describe('the fixed survey (/1/survey_questions/, /submit_survey/)', () => {
  it('anyone reads the questions; a candidate answers once, also when two tabs race', async () => {
    const visitor = await call(ctx, null, 'GET', '/1/survey_questions/');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ id: 1, submitted: false });
    expect(visitor.json().questions.map((q: { kind: string }) => q.kind)).toEqual([
      'rating',
      'single',
      'multiple',
      'rating',
      'text',
    ]);
    expect((await call(ctx, null, 'POST', '/submit_survey/', { answers: fixedAnswers })).statusCode).toBe(401);

    const [a, b] = await Promise.all([
      call(ctx, nina, 'POST', '/submit_survey/', { answers: fixedAnswers }),
      call(ctx, nina, 'POST', '/submit_survey/', { answers: fixedAnswers }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const second = await call(ctx, nina, 'POST', '/submit_survey/', { answers: fixedAnswers });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: SurveyMessages.alreadySubmitted });
    expect((await call(ctx, nina, 'GET', '/1/survey_questions/')).json().submitted).toBe(true);
  });

  it('checks every answer against its question', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...fixedAnswers, overall: 6 }, { overall: [SurveyMessages.rating(5)] }],
      [{ ...fixedAnswers, overall: 2.5 }, { overall: [SurveyMessages.rating(5)] }],
      [{ ...fixedAnswers, found_via: 'Radio' }, { found_via: [SurveyMessages.chooseOne] }],
      [{ ...fixedAnswers, useful: ['Job search', 'Teleport'] }, { useful: [SurveyMessages.chooseListed] }],
      [{ ...fixedAnswers, useful: ['Job search', 'Job search'] }, { useful: [SurveyMessages.chooseListed] }],
      [{ ...fixedAnswers, recommend: undefined }, { recommend: [SurveyMessages.answerRequired] }],
      [{ ...fixedAnswers, improve: 'More <b>jobs</b>' }, { improve: [Messages.forbiddenSymbols] }],
      [{ ...fixedAnswers, favourite_colour: 'blue' }, { favourite_colour: [SurveyMessages.unknownQuestion] }],
    ];
    for (const [answers, errors] of cases) {
      const res = await call(ctx, omar, 'POST', '/submit_survey/', { answers });
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect((await call(ctx, omar, 'POST', '/submit_survey/', { answers: 'yes' })).statusCode).toBe(400);
    expect((await call(ctx, omar, 'GET', '/1/survey_questions/')).json().submitted).toBe(false);
  });
});

describe('surveys addressed to candidates', () => {
  const questions = [
    { id: 'process', kind: 'rating', label: 'How clear was our hiring process?', scale: 5, required: true },
    {
      id: 'format',
      kind: 'single',
      label: 'Which interview format suited you?',
      options: ['Video', 'On site'],
      required: true,
    },
    {
      id: 'liked',
      kind: 'multiple',
      label: 'What did you like?',
      options: ['Speed', 'Feedback', 'People'],
      required: false,
    },
    { id: 'comments', kind: 'text', label: 'Anything else?', required: false },
  ];

  it('the hiring team makes a survey and sends it; the candidate answers it once and it shows on the timeline', async () => {
    const bad = await call(ctx, world.member, 'POST', '/hiring/survey-forms/', {
      title: 'Broken',
      trigger: 'after_interview',
      questions: [{ id: 'q', kind: 'single', label: 'One option only', options: ['Yes'], required: true }],
    });
    expect(bad.statusCode).toBe(400);
    const created = await call(ctx, world.member, 'POST', '/hiring/survey-forms/', {
      title: 'Your interview with Puffin Health',
      description: 'Three minutes, anonymous to the interviewers.',
      trigger: 'after_interview',
      questions,
    });
    expect(created.statusCode, created.body).toBe(201);
    const survey = created.json<HiringSurvey>();

    const application = await applyAs(ctx, nina, world.jobs[0]!);
    expect(
      (
        await call(ctx, world.outsider, 'POST', `/hiring/survey-forms/${survey.id}/send/`, {
          application_ids: [application],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, world.member, 'POST', '/hiring/survey-forms/1/send/', { application_ids: [application] }))
        .statusCode,
    ).toBe(404);
    const sent = await call(ctx, world.member, 'POST', `/hiring/survey-forms/${survey.id}/send/`, {
      application_ids: [application],
    });
    expect(sent.json()).toEqual({ sent: 1, already_sent: 0 });
    const resent = await call(ctx, world.member, 'POST', `/hiring/survey-forms/${survey.id}/send/`, {
      application_ids: [application],
    });
    expect(resent.json()).toEqual({ sent: 0, already_sent: 1 });
    // the history names the event after the survey, not the stage it was sent in (decision 048)
    const history = (await call(ctx, world.member, 'GET', `/hiring/applications/${application}/`)).json<{
      history: { label: string; stage_label: string; summary: string }[];
    }>().history;
    const surveyEvent = history.find((event) => event.label === 'Survey');
    expect(surveyEvent?.stage_label).toBe('Application submitted');
    expect(history.filter((event) => event.label === 'Survey')).toHaveLength(1);

    const forms = (await call(ctx, nina, 'GET', '/candidate-survey-forms/')).json<{ results: CandidateSurveyForm[] }>();
    const form = forms.results.find((f) => f.survey_id === survey.id)!;
    expect(form).toMatchObject({
      status: 'pending',
      trigger: 'after_interview',
      application_id: application,
      job_title: 'Backend Engineer',
      company_name: 'Puffin Health',
    });
    await ctx.drainQueue();
    const mail = (await outbox(ctx, nina.email)).find((m) => m.subject === 'Puffin Health would like your feedback');
    expect(mail?.text_body).toContain(`https://talent500.example/survey/?form=${form.id}`);
    let timeline = (
      await call(ctx, nina, 'GET', `/candidate_jobs/${application}/timeline/`)
    ).json<ApplicationTimeline>();
    expect(timeline.next_steps).toEqual([
      {
        title: 'Answer the survey “Your interview with Puffin Health”',
        link: `/survey/?form=${form.id}`,
        due_at: null,
        stage: 'applied',
      },
    ]);

    expect((await call(ctx, omar, 'GET', `/survey-forms/?form_id=${form.id}`)).statusCode).toBe(404);
    expect(
      (await call(ctx, omar, 'POST', '/survey-form-submission/', { form_id: form.id, answers: { process: 5 } }))
        .statusCode,
    ).toBe(404);
    const detail = (
      await call(ctx, nina, 'GET', `/survey-forms/?form_id=${form.id}`)
    ).json<CandidateSurveyFormDetail>();
    expect(detail.questions.map((q) => q.id)).toEqual(['process', 'format', 'liked', 'comments']);
    expect(detail.answers).toBeNull();

    const invalid = await call(ctx, nina, 'POST', '/survey-form-submission/', {
      form_id: form.id,
      answers: { process: 3 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ format: [SurveyMessages.answerRequired] });

    const answers = { process: 4, format: 'Video', liked: ['Speed', 'People'], comments: 'Quick and friendly.' };
    const [a, b] = await Promise.all([
      call(ctx, nina, 'POST', '/survey-form-submission/', { form_id: form.id, answers }),
      call(ctx, nina, 'POST', '/survey-form-submission/', { form_id: form.id, answers }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await call(ctx, nina, 'POST', '/survey-form-submission/', { form_id: form.id, answers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: SurveyMessages.alreadySubmitted });

    timeline = (await call(ctx, nina, 'GET', `/candidate_jobs/${application}/timeline/`)).json<ApplicationTimeline>();
    expect(timeline.stage).toBe('applied');
    expect(timeline.events.map((e) => e.action)).toEqual(['applied', 'survey_sent', 'survey_answered']);
    expect(timeline.next_steps).toEqual([]);

    const responses = await call(ctx, world.member, 'GET', `/hiring/survey-forms/${survey.id}/responses/`);
    expect(responses.json().results).toEqual([expect.objectContaining({ status: 'submitted', answers })]);
    expect((await call(ctx, world.outsider, 'GET', `/hiring/survey-forms/${survey.id}/responses/`)).statusCode).toBe(
      404,
    );
    const listed = (await call(ctx, world.member, 'GET', '/hiring/survey-forms/')).json<{ results: HiringSurvey[] }>();
    expect(listed.results.find((s) => s.id === survey.id)).toMatchObject({ sent_count: 1, submitted_count: 1 });
  });
});
