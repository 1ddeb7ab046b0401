import { Head } from '@/components/seo/head';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';

/** Shown by the router when a page throws or its code fails to load. */
export function MainErrorFallback() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-navy-950 px-6 text-center">
      <Head title="Something went wrong" />
      <LogoMark className="size-12" />
      <div>
        <h1 className="text-2xl font-semibold text-white">Something went wrong</h1>
        <p className="mt-2 max-w-sm text-slate-400">
          The page could not be shown. Reloading usually fixes it.
        </p>
      </div>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
