import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';

import { landingSections } from '@/config/paths';
import { Section } from '@/features/marketing/components/section';
import { FAQS } from '@/features/marketing/content/faqs';
import { cn } from '@/utils/cn';

/** Accordion with one item open at a time (spec §2). */
export function FaqList() {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <div className="mx-auto max-w-3xl divide-y divide-white/10 overflow-hidden rounded-2xl border border-white/10 bg-navy-900/60">
      {FAQS.map((faq, index) => {
        const isOpen = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={faq.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex(isOpen ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-base font-medium text-white transition-colors hover:bg-white/[0.03] sm:px-6"
              >
                {faq.question}
                <ChevronDownIcon
                  className={cn(
                    'size-5 shrink-0 text-slate-400 transition-transform duration-300',
                    isOpen && 'rotate-180 text-brand-300',
                  )}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-6 text-sm leading-relaxed text-slate-300 sm:px-6 sm:text-base"
            >
              {faq.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

export function FaqSection() {
  return (
    <Section
      id={landingSections.faqs}
      eyebrow="FAQs"
      title="Frequently asked questions"
      intro="Everything you need to know before you create your first video."
    >
      <FaqList />
    </Section>
  );
}
