import { Link } from 'react-router';

import { paths } from '@/config/paths';

/** The way to more credits, beside a refusal for lack of them. */
export function BuyCreditsLink() {
  return (
    <Link
      to={paths.dashboard.subscription.getHref()}
      className="font-semibold text-white underline underline-offset-4 hover:text-brand-200"
    >
      Buy credits on the Subscription page
    </Link>
  );
}
