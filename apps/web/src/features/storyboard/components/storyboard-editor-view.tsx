import type { StoryboardInput } from '@orato/shared';
import { useMemo } from 'react';

import { Button } from '@/components/ui/button';
import { useStoryboardQuote } from '@/features/storyboard/api/quote-storyboard';
import type { Presenter } from '@/features/storyboard/components/presenter-select';
import { SceneList } from '@/features/storyboard/components/scene-list';
import { StoryboardSettingsPanel } from '@/features/storyboard/components/storyboard-settings';
import { StoryboardTotals } from '@/features/storyboard/components/storyboard-totals';
import { useDebouncedValue } from '@/features/storyboard/hooks/use-debounced-value';
import type { StoryboardEditor } from '@/features/storyboard/hooks/use-storyboard-editor';
import { sceneProblem, storyboardInput } from '@/features/storyboard/utils/editor-scenes';
import { renderBlock } from '@/features/storyboard/utils/render-block';
import type { RenderBlock } from '@/features/storyboard/utils/render-block';
import { errorText } from '@/utils/error-text';

/** How long the editor waits after the last change before it asks for a new price. */
export const QUOTE_DEBOUNCE_MS = 600;

/** Step two: the scenes and settings, with the price of what is on screen and the render button. */
export function StoryboardEditorView({
  editor,
  focusKey,
  presenters,
  credits,
  isStarting,
  startError,
  onRender,
  onStartOver,
}: {
  editor: StoryboardEditor;
  /** The scene whose line takes the focus when it appears. */
  focusKey?: string | null;
  presenters: { list: Presenter[]; isLoading: boolean; error: string | null };
  credits: number | undefined;
  isStarting: boolean;
  startError: RenderBlock | null;
  onRender: (input: StoryboardInput) => void;
  onStartOver: () => void;
}) {
  const { scenes, settings } = editor;
  const input = useMemo(() => storyboardInput(scenes, settings), [scenes, settings]);
  const asked = useDebouncedValue(input, QUOTE_DEBOUNCE_MS);
  const quote = useStoryboardQuote(asked);
  // the price on screen is the price of exactly these scenes, or none is shown as final
  const isCurrent =
    input !== null && !quote.isPlaceholderData && JSON.stringify(asked) === JSON.stringify(input);
  const current = isCurrent ? quote.data : undefined;
  const quoteError =
    isCurrent && quote.isError
      ? errorText(quote.error, 'The price could not be worked out.')
      : null;

  const block = renderBlock({
    sceneCount: scenes.length,
    hasPresenter: !!settings.creatorName,
    problems: scenes.map(sceneProblem),
    quote: current,
    quoteError,
    credits,
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <SceneList
          editor={editor}
          quotes={current?.scenes}
          presenter={presenters.list.find((each) => each.name === settings.creatorName)}
          focusKey={focusKey}
        />
        <Button variant="ghost" size="sm" className="self-start" onClick={onStartOver}>
          Start over with a new idea
        </Button>
      </div>
      <div className="flex flex-col gap-6 lg:sticky lg:top-6">
        <StoryboardSettingsPanel
          settings={settings}
          onChange={editor.updateSettings}
          presenters={presenters}
        />
        <StoryboardTotals
          quote={quote.isError ? undefined : quote.data}
          isQuoting={input !== null && !isCurrent && !quoteError}
          block={block}
          isStarting={isStarting}
          startError={startError}
          onRender={() => (input ? onRender(input) : undefined)}
        />
      </div>
    </div>
  );
}
