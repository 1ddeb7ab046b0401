import { PRODUCT, WEB_ROUTES } from '@orato/shared';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { LegalPage } from '@/features/marketing/components/legal-page';

const { name, company, defaultContactEmail: email, londonOffice } = PRODUCT;

export function TermsAndServicesRoute() {
  return (
    <LegalPage
      path={WEB_ROUTES.terms}
      title="Terms and Services"
      intro={`The terms that apply when you use ${name}, operated by ${company}.`}
      updated="1 January 2025"
    >
      <h2>1. Who we are</h2>
      <p>
        {name} is operated by <strong>{company}</strong>, a company registered in England and Wales,
        United Kingdom, with its office at {londonOffice} (“we”, “us”). These terms form a binding
        agreement between you and {company} whenever you use the {name} website, dashboard and
        services (the “Service”). Please also read our{' '}
        <Link to={paths.marketing.privacy.getHref()}>Privacy Policy</Link>.
      </p>

      <h2>2. Eligibility and accounts</h2>
      <ul>
        <li>
          You must be <strong>at least 13 years old</strong> to use the Service. If you are under
          the age of majority where you live, a parent or guardian must agree to these terms.
        </li>
        <li>
          You sign up with an e-mail address and password or with a federated identity provider, and
          verify your e-mail address with a 6-digit code.
        </li>
        <li>
          You are responsible for keeping your login details secure and for everything done through
          your account. Tell us at once at <a href={`mailto:${email}`}>{email}</a> if you suspect
          unauthorised use.
        </li>
      </ul>

      <h2>3. The Service</h2>
      <p>
        {name} lets you generate scripts, AI talking-avatar videos with voiceovers, text-to-video
        clips and AI images. Generated results are produced automatically and may contain
        inaccuracies; review them before you publish. We may improve, change or withdraw features
        from time to time and will give reasonable notice of material changes.
      </p>

      <h2>4. Credits, plans and payment</h2>
      <ul>
        <li>
          Generations are paid for with credits. An AI avatar video costs 1 credit per second of
          video (rounded up); other tools show their cost before you start.
        </li>
        <li>
          Credits are bought as a one-time Starter pack or through a Standard or Pro subscription,
          billed monthly or yearly. Prices are shown in US dollars on the{' '}
          <Link to={paths.marketing.pricing.getHref()}>pricing page</Link> and at checkout.
        </li>
        <li>
          Subscriptions renew automatically at the end of each billing period until cancelled.
        </li>
        <li>
          We accept <strong>major credit cards and an online wallet payment method</strong>.
          Payments are handled by our payment processor; we do not store full card numbers.
        </li>
      </ul>

      <h2>5. Cancellation and refunds</h2>
      <ul>
        <li>
          You can cancel a subscription at any time from your profile. Cancellation{' '}
          <strong>takes effect at the end of the paid term</strong>: you keep access and your
          remaining usage capacity until then, and you will not be charged again.
        </li>
        <li>
          If you are a consumer in the European Union, you have a{' '}
          <strong>14-day right to cancel</strong> a purchase and receive a refund, starting on the
          day of purchase. Where you ask us to start providing digital content within that period,
          the refund may be reduced in proportion to the credits you have already used, as the law
          allows.
        </li>
        <li>
          Apart from that right and any other right that applicable law gives you, purchases are{' '}
          <strong>non-refundable</strong>, including unused credits and partial billing periods.
        </li>
      </ul>

      <h2>6. Your content and ownership</h2>
      <p>
        You keep the rights you hold in the prompts, scripts and images you provide. Subject to
        these terms and to your paying for them, you may use the videos and images you create with{' '}
        {name} for personal and commercial purposes. You grant us a limited licence to host, process
        and display your content only to provide the Service to you.
      </p>

      <h2>7. Acceptable use</h2>
      <p>You must not use the Service to:</p>
      <ul>
        <li>impersonate a real person or create deceptive content about real people;</li>
        <li>create unlawful, hateful, harassing, sexually explicit or violent content;</li>
        <li>infringe anyone’s intellectual property, privacy or other rights;</li>
        <li>
          probe, disrupt or overload the Service, or access it by automated means we have not
          allowed.
        </li>
      </ul>
      <p>We may suspend or close accounts that break these rules.</p>

      <h2>8. Liability</h2>
      <p>
        Nothing in these terms limits liability for death or personal injury caused by negligence,
        for fraud, or any other liability that cannot be limited by law. Otherwise, we are not
        liable for indirect or consequential losses, loss of profits or loss of data, and our total
        liability to you arising from or relating to the Service is limited to{' '}
        <strong>
          the lesser of the amounts you paid us in the 3 months before the claim arose or US $144
        </strong>
        .
      </p>

      <h2>9. Disputes</h2>
      <p>
        If a dispute arises, contact us first at <a href={`mailto:${email}`}>{email}</a>. You and we
        agree to try to resolve it through <strong>at least 30 days of informal negotiation</strong>{' '}
        before either of us starts arbitration. If it is not resolved in that time, it will be
        settled by binding arbitration seated in London, except that either party may bring a claim
        in a small-claims court, and consumers keep any right to go to their local courts that the
        law gives them. These terms are governed by the laws of England and Wales.
      </p>

      <h2>10. Ending your account</h2>
      <p>
        You can delete your account at any time from your profile. We may suspend or end your access
        if you seriously or repeatedly break these terms. Sections that by their nature should
        survive (such as liability and disputes) continue after your account ends.
      </p>

      <h2>11. Changes and contact</h2>
      <p>
        We may update these terms; if a change is material we will tell you by e-mail or in the
        Service before it takes effect. Questions? Write to <a href={`mailto:${email}`}>{email}</a>{' '}
        or to {company}, {londonOffice}.
      </p>
    </LegalPage>
  );
}
