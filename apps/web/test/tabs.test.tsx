import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { TabList, TabPanel, Tabs } from '@/components/ui/tabs';

const items = [
  { value: 'videos', label: 'Videos' },
  { value: 'images', label: 'Images' },
] as const;

function Library() {
  const [tab, setTab] = useState<'videos' | 'images'>('videos');
  return (
    <Tabs value={tab} onChange={setTab}>
      <TabList label="Library" items={items} />
      <TabPanel value="videos">Your videos</TabPanel>
      <TabPanel value="images">Your images</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows only the chosen panel', async () => {
    const user = userEvent.setup();
    render(<Library />);
    expect(screen.getByRole('tabpanel')).toHaveProperty('textContent', 'Your videos');

    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Images' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel')).toHaveProperty('textContent', 'Your images');
  });
});
