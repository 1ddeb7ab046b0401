// lint as: apps/server/src/modules/billing/lint-fixture.service.ts
// a service sees adapters through their interfaces only; container.ts picks the implementation
import { LocalCheckoutGateway } from '../../adapters/payments/local-checkout.payment-gateway'; // ✗ import-x/no-restricted-paths
import { ResultDownloader } from '../../adapters/http/result-downloader'; // ✗ import-x/no-restricted-paths
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { ResultFetcher } from '../../adapters/http/result-fetcher';

export const fixture = [LocalCheckoutGateway, ResultDownloader] as const;
export type Fixture = PaymentGateway | ResultFetcher;
