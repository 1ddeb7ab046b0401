import { KEPT_WITH_ACCOUNT, PRODUCT, RETENTION_RULES, WEB_ROUTES } from '@orato/shared';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { LegalPage } from '@/features/marketing/components/legal-page';

const { name, company, defaultContactEmail: email, londonOffice } = PRODUCT;

export function PrivacyPolicyRoute() {
  return (
    <LegalPage
      path={WEB_ROUTES.privacyPolicy}
      title="Privacy Policy"
      intro={`How ${company} collects, uses and protects your personal data when you use ${name}.`}
      updated="1 January 2025"
    >
      <h2>1. Who is responsible</h2>
      <p>
        {name} is operated by <strong>{company}</strong>, a company registered in England and Wales,
        United Kingdom, with its office at {londonOffice}. {company} is the controller of the
        personal data described in this policy. You can reach us at{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>

      <h2>2. What we collect</h2>
      <ul>
        <li>
          <strong>Account data:</strong> your e-mail address, a securely hashed password or the
          identifier from the identity provider you sign in with, and verification codes.
        </li>
        <li>
          <strong>Content:</strong> the ideas, prompts, scripts and images you enter or upload and
          the videos and images generated for you, kept in your personal library.
        </li>
        <li>
          <strong>Billing data:</strong> your plan, credit balance, payment history and a customer
          reference from our payment processor. We never see or store your full card number.
        </li>
        <li>
          <strong>Technical data:</strong> log records such as IP address, browser type and the
          pages and features you use, needed to keep the Service secure and working.
        </li>
      </ul>

      <h2>3. Why we use it, and our legal bases</h2>
      <ul>
        <li>
          To provide the Service you ask for, run your account and process payments (contract).
        </li>
        <li>
          To keep the Service secure, prevent fraud and abuse, and fix problems (legitimate
          interests).
        </li>
        <li>To send service messages such as verification codes and receipts (contract).</li>
        <li>To meet legal, tax and accounting obligations (legal obligation).</li>
      </ul>
      <p>We do not sell your personal data and we do not use your content to advertise to you.</p>

      <h2>4. Who we share it with</h2>
      <p>
        We share personal data only with service providers who help us run {name}: hosting and
        storage, e-mail delivery, payment processing and AI generation providers that process your
        prompts to create your results. They act on our instructions and under contracts that
        protect your data. We may disclose data where the law requires it.
      </p>

      <h2>5. International transfers</h2>
      <p>
        Some providers may process data outside the UK or the European Economic Area. Where they do,
        we rely on adequacy decisions or standard contractual clauses to keep your data protected to
        the same standard.
      </p>

      <h2 id="how-long-we-keep-it">6. How long we keep it</h2>
      <p>
        While your account is open we keep what you keep with us, and remove it in full when you
        delete your account (or the item, where you can delete it on its own):
      </p>
      <ul>
        {KEPT_WITH_ACCOUNT.map((kind) => (
          <li key={kind.data}>
            <strong>{kind.data}:</strong> {kind.why}
          </li>
        ))}
      </ul>
      <p>Some data goes on a clock, whether or not you delete anything:</p>
      {/* on a phone the table scrolls sideways: focusable, so a keyboard can scroll it too */}
      <div className="mt-4 overflow-x-auto" role="region" aria-label="When data goes" tabIndex={0}>
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm [&_td]:border-t [&_td]:border-white/10 [&_td]:py-2.5 [&_td]:pr-4 [&_td]:align-top [&_th]:pb-2 [&_th]:pr-4 [&_th]:font-semibold [&_th]:text-white">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Why we keep it</th>
              <th scope="col">When it goes</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION_RULES.map((rule) => (
              <tr key={rule.id}>
                <td>{rule.data}</td>
                <td>{rule.why}</td>
                <td>{rule.keptFor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        A clean-up runs every hour and removes what is past its time. When you delete your account
        we remove your data and files at once; only the payment records above stay, detached from
        you, for as long as the law requires. You can download everything we keep about you at any
        time from your Profile (<em>Download my data</em>).
      </p>

      <h2>7. Cookies and local storage</h2>
      <p>
        We use a strictly necessary session cookie to keep you signed in, and your browser’s local
        storage to remember details such as the e-mail address you signed in with. We do not use
        advertising cookies.
      </p>

      <h2>8. Your rights</h2>
      <p>
        Under UK and EU data protection law you can ask to access, correct, delete or export your
        personal data, and object to or restrict how we use it. You can download a copy of it
        yourself from your Profile, and delete your account there. Otherwise write to{' '}
        <a href={`mailto:${email}`}>{email}</a>. You also have the right to complain to the
        Information Commissioner’s Office (ICO) in the UK or your local supervisory authority.
      </p>

      <h2>9. Children</h2>
      <p>
        {name} is not meant for children under 13, and we do not knowingly collect their data. See
        our <Link to={paths.marketing.terms.getHref()}>Terms and Services</Link>.
      </p>

      <h2>10. Security</h2>
      <p>
        We protect your data with encryption in transit, hashed passwords, access controls and
        regular reviews. No system is perfectly secure, so please use a strong, unique password.
      </p>

      <h2>11. Changes</h2>
      <p>
        We may update this policy and will tell you about material changes by e-mail or in the
        Service before they take effect.
      </p>
    </LegalPage>
  );
}
