// The caller's scorecard for an application and, once theirs is in, the
// colleagues' cards and the summary with disagreements (decision 043).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  RATINGS,
  RATING_LABELS,
  RECOMMENDATIONS,
  RECOMMENDATION_LABELS,
  type ApplicationScorecards,
  type Rating,
  type Recommendation,
} from '@talent/contracts/scorecards';
import { counted } from '@talent/contracts/plurals';
import { Button } from '../../../../components/ui/button.tsx';
import { FormFailure, SelectField } from '../../../../components/ui/form-fields.tsx';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import styles from '../../../components/hiring.module.css';
import { scorecardsQuery, useSubmitScorecard } from '../api/team-work-api.ts';

const keyOf = (group: string, attribute: string) => `${group}/${attribute}`;

function ScorecardForm({ applicationId, data }: { applicationId: number; data: ApplicationScorecards }) {
  const submit = useSubmitScorecard(applicationId);
  const [ratings, setRatings] = useState<Record<string, Rating>>({});
  const [recommendation, setRecommendation] = useState<Recommendation | ''>('');
  const attributes = data.template.groups.flatMap((group) =>
    group.attributes.map((attribute) => ({ group: group.name, attribute })),
  );
  const complete = attributes.every(({ group, attribute }) => ratings[keyOf(group, attribute)]) && recommendation;
  const failure = submit.error ? firstErrorMessage((submit.error as { data?: unknown }).data) : null;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete) return;
        submit.mutate({
          ratings: attributes.map(({ group, attribute }) => ({
            group,
            attribute,
            rating: ratings[keyOf(group, attribute)]!,
            note: '',
          })),
          recommendation: recommendation as Recommendation,
        });
      }}
    >
      {data.template.groups.map((group) => (
        <fieldset key={group.name} className={styles.fieldset}>
          <legend>{group.name}</legend>
          {group.attributes.map((attribute) => (
            <div key={attribute} role="radiogroup" aria-label={attribute}>
              <span>{attribute}: </span>
              {RATINGS.map((rating) => (
                <label key={rating} className={styles.check}>
                  <input
                    type="radio"
                    name={keyOf(group.name, attribute)}
                    checked={ratings[keyOf(group.name, attribute)] === rating}
                    onChange={() => setRatings((current) => ({ ...current, [keyOf(group.name, attribute)]: rating }))}
                  />
                  {rating} {RATING_LABELS[rating]}
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      ))}
      <SelectField
        label="Overall recommendation"
        value={recommendation}
        onChange={(event) => setRecommendation(event.target.value as Recommendation)}
      >
        <option value="">Choose…</option>
        {RECOMMENDATIONS.map((value) => (
          <option key={value} value={value}>
            {RECOMMENDATION_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <FormFailure message={failure} />
      <Button type="submit" busy={submit.isPending} disabled={!complete}>
        Submit scorecard
      </Button>
    </form>
  );
}

function Summary({ data }: { data: ApplicationScorecards }) {
  const summary = data.summary!;
  return (
    <div>
      <h3>Summary</h3>
      <table className={styles.table}>
        <caption>Recommendations side by side</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Recommendation</th>
          </tr>
        </thead>
        <tbody>
          {summary.submitted.map((entry) => (
            <tr key={entry.member_id}>
              <td>{entry.name}</td>
              <td>{RECOMMENDATION_LABELS[entry.recommendation]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.pending.length > 0 && <p>Still to submit: {summary.pending.map((entry) => entry.name).join(', ')}</p>}
      {summary.recommendations_disagree && <p>The team disagrees on the recommendation.</p>}
      {summary.disagreements.length > 0 ? (
        <>
          <h4>Where the team disagrees</h4>
          <ul>
            {summary.disagreements.map((entry) => (
              <li key={`${entry.group}/${entry.attribute}`}>
                {entry.group} · {entry.attribute}:{' '}
                {entry.ratings.map((rating) => `${rating.name} ${rating.rating}`).join(', ')}
              </li>
            ))}
          </ul>
        </>
      ) : (
        summary.submitted.length > 1 && <p>No attribute splits the team.</p>
      )}
    </div>
  );
}

export function ScorecardPanel({ applicationId }: { applicationId: number }) {
  const cards = useQuery(scorecardsQuery(applicationId));
  const data = cards.data;
  return (
    <section aria-labelledby="scorecard-heading" className={styles.panel}>
      <h2 id="scorecard-heading">Scorecards</h2>
      {!data ? (
        <p>Loading…</p>
      ) : (
        <>
          {data.mine ? (
            <p role="status">You submitted your scorecard: {RECOMMENDATION_LABELS[data.mine.recommendation]}.</p>
          ) : (
            <ScorecardForm applicationId={applicationId} data={data} />
          )}
          {data.hidden ? (
            <p>
              {counted(
                data.submitted_count,
                'colleague has submitted a scorecard',
                'colleagues have submitted scorecards',
              )}
              . Submit yours to see theirs.
            </p>
          ) : (
            data.summary && data.summary.submitted.length > 0 && <Summary data={data} />
          )}
        </>
      )}
    </section>
  );
}
