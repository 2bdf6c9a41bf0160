// The workspace's head: its title and noindex on every screen (decision 017).
import { BRAND } from '@talent/contracts/constants';

export function Head({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} - ${BRAND} hiring`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
