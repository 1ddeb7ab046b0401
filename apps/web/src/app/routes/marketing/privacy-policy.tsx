import { PRODUCT } from '@orato/shared';

import { LegalPage } from '@/features/marketing/components/legal-page';

export function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`How ${PRODUCT.company} collects, uses and protects your personal data.`}
    >
      <p>
        {PRODUCT.name} is operated by {PRODUCT.company}, a company registered in the United Kingdom.
        We process the data you give us, such as your e-mail address, your prompts and the media you
        create, only to provide and improve the service.
      </p>
      <p>
        For any question about your data, write to{' '}
        <a
          href={`mailto:${PRODUCT.defaultContactEmail}`}
          className="rounded font-medium text-brand-300 underline-offset-4 hover:underline"
        >
          {PRODUCT.defaultContactEmail}
        </a>
        .
      </p>
    </LegalPage>
  );
}
