import { useState } from 'react';

import { TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { ImageLibrary } from '@/features/library/components/image-library';
import { VideoLibrary } from '@/features/library/components/video-library';

type LibraryTab = 'ai-avatar' | 'veo3-videos' | 'nano-banana';

const tabs = [
  { value: 'ai-avatar', label: 'AI Avatar Videos' },
  { value: 'veo3-videos', label: 'VEO Videos' },
  { value: 'nano-banana', label: 'AI Images' },
] as const satisfies ReadonlyArray<{ value: LibraryTab; label: string }>;

/** Spec §2 Library: three tabs, 'AI Avatar Videos' first; a tab's selection ends when it is left. */
export function LibraryTabs() {
  const [tab, setTab] = useState<LibraryTab>('ai-avatar');

  return (
    <Tabs value={tab} onChange={setTab}>
      <TabList
        label="Library sections"
        items={tabs}
        // three tabs fit one row of a 375 px phone with a slightly smaller label
        className="w-full sm:w-auto sm:self-start max-sm:[&>button]:px-2.5 max-sm:[&>button]:text-[0.8125rem]"
      />
      <TabPanel value={tab} className="mt-6">
        {tab === 'nano-banana' ? <ImageLibrary /> : <VideoLibrary key={tab} feature={tab} />}
      </TabPanel>
    </Tabs>
  );
}
