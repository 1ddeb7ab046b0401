import { PRODUCT } from '@orato/shared';

import { LegalPage } from '@/features/marketing/components/legal-page';

export function TermsAndServicesRoute() {
  return (
    <LegalPage
      title="Terms and Services"
      intro={`The terms that apply when you use ${PRODUCT.name}.`}
    >
      <p>
        These terms form an agreement between you and {PRODUCT.company}, a company registered in the
        United Kingdom. By creating an account you confirm that you are at least 13 years old and
        agree to these terms.
      </p>
      <p>
        Credits are bought as a one-time pack or through a monthly or yearly subscription. A
        cancelled subscription ends at the close of the paid term.
      </p>
    </LegalPage>
  );
}
