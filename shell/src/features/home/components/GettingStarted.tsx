// The three-step Getting Started guide.
import { SectionCard } from '@reality-draft/kit/host';
import { Rocket } from 'lucide-react';

const STEPS = [
  { title: 'Join a draft', text: 'Get a 6-digit join code from an admin and enter it to join their draft.' },
  { title: 'Wait for the start', text: 'The admin starts the draft once at least two players have joined.' },
  { title: 'Draft your teams', text: 'Take turns in snake order: three picks each, then follow your points all season.' },
];

export function GettingStarted() {
  return (
    <SectionCard icon={<Rocket className="h-5 w-5" />} title="Getting Started" description="Three steps from joining to drafting.">
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-xl border border-slate-100 bg-slate-50/70 p-4">
            <span aria-hidden className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
