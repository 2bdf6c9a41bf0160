// /job-application/{jobApplicationId}/ (spec 01 §4): the international
// job-apply page — where candidates outside India, onboarded or with the skip
// or leadership flag, complete their application.
import { ApplicationPage } from './components/application-page.tsx';

export default function JobApplicationScreen() {
  return (
    <ApplicationPage
      title="Complete your application"
      intro="A few questions about working with a team abroad, and the job’s own questions."
      submitText="Submit application"
    />
  );
}
