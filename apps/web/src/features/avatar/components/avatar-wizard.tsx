import {
  MESSAGES,
  detectLanguage,
  ownVoiceTitle,
  photoAvatarIdOf,
  type VoiceRecordingResponse,
} from '@orato/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast';
import { getCreatorsQueryOptions } from '@/features/avatar/api/list-creators';
import type { Creator } from '@/features/avatar/api/list-creators';
import { useStartOwnVoiceVideo } from '@/features/avatar/api/own-voice';
import { useStartAvatarVideo } from '@/features/avatar/api/start-avatar-video';
import { AvatarStep } from '@/features/avatar/components/avatar-step';
import type { StartError } from '@/features/avatar/components/avatar-step';
import { OwnVoiceStep } from '@/features/avatar/components/own-voice-step';
import { ScriptStep } from '@/features/avatar/components/script-step';
import { VideoStep } from '@/features/avatar/components/video-step';
import { WizardSteps } from '@/features/avatar/components/wizard-steps';
import type { WizardStep } from '@/features/avatar/components/wizard-steps';
import { useAvatarJob } from '@/features/avatar/hooks/use-avatar-job';
import { errorText, isNotEnoughCredits } from '@/utils/error-text';
import { useEngines } from '@/lib/engines';
import { useVideoFormatChoice } from '@/lib/format-choice';

/** What the presenter says: a script in a voice, or the user's own recording. */
type Speaking = 'script' | 'own-voice';
const SPEAKING_TABS = [
  { value: 'script', label: 'Write a script' },
  { value: 'own-voice', label: 'Use my voice' },
] as const;

export interface AvatarWizardProps {
  /** Credits moved: held when a video starts, charged or returned when it settles. */
  onCreditsChanged: () => void;
}

/**
 * The AI Avatar wizard (spec §2, §4): step 1 script, step 3 avatar, step 4 video. Steps are
 * numbered 1-3 on screen; the spec's step 2 is never shown.
 */
export function AvatarWizard({ onCreditsChanged }: AvatarWizardProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const start = useStartAvatarVideo();
  const startOwnVoice = useStartOwnVoiceVideo();
  const [speaking, setSpeaking] = useState<Speaking>('script');
  const [recording, setRecording] = useState<VoiceRecordingResponse | null>(null);
  const [words, setWords] = useState('');

  const [step, setStep] = useState<WizardStep>('script');
  const [hasMoved, setHasMoved] = useState(false);
  const [idea, setIdea] = useState('');
  const [topic, setTopic] = useState('');
  const [script, setScript] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [startError, setStartError] = useState<StartError | null>(null);
  const scriptLanguage = useMemo(() => (script ? detectLanguage(script) : undefined), [script]);
  // a photo avatar may be made by another engine than the drawn presenters, with other formats
  const engines = useEngines();
  const isPhoto = selected !== null && photoAvatarIdOf(selected) !== undefined;
  const formatSupport = engines.data?.formats?.[isPhoto ? 'photo-avatar' : 'ai-avatar'];
  const [formatChoice, setFormatChoice] = useVideoFormatChoice('avatar', formatSupport);

  // a video still being made when the page (re)loads is shown, not forgotten
  const { job, setJob, status } = useAvatarJob({
    starting: start.isPending || startOwnVoice.isPending,
    onCreditsChanged,
    onResumed: () => setStep('video'),
  });

  const goTo = (next: WizardStep) => {
    setHasMoved(true);
    setStep(next);
  };

  const startOver = () => {
    setIdea('');
    setTopic('');
    setScript('');
    setSelected(null);
    setStartError(null);
    setJob(null);
    setRecording(null);
    setWords('');
    start.reset();
    startOwnVoice.reset();
    goTo('script');
  };

  const generateVideo = (creators: Creator[]) => {
    const fail = (message: string) => setStartError({ message, needsCredits: false });
    const isOwnVoice = speaking === 'own-voice';
    if (isOwnVoice ? !recording : !script) {
      return fail(
        isOwnVoice ? MESSAGES.ownVoice.recordingRequired : MESSAGES.avatar.scriptFirstForVideo,
      );
    }
    if (creators.length === 0) {
      return fail(MESSAGES.avatar.noCreators);
    }
    const creator = creators.find((item) => item.name === selected);
    if (!creator) {
      return fail(MESSAGES.avatar.selectAvatar);
    }
    setStartError(null);
    const handlers = {
      onSuccess: (operationId: string) => {
        toast.success(MESSAGES.avatar.started);
        onCreditsChanged();
        setJob({
          operationId,
          avatar: creator.label ?? creator.name,
          avatarImageUrl: creator.imageUrl,
          topic: isOwnVoice ? ownVoiceTitle(words) : topic,
        });
        goTo('video');
      },
      onError: (error: Error) => {
        // shown once, beside the button that failed
        const message = errorText(error, MESSAGES.avatar.startFailed);
        setStartError({ message, needsCredits: isNotEnoughCredits(error) });
      },
    };
    if (isOwnVoice && recording) {
      startOwnVoice.mutate(
        {
          creatorName: creator.name,
          recording_url: recording.recording_url,
          words,
          ...formatChoice,
        },
        handlers,
      );
    } else {
      start.mutate({ creatorName: creator.name, script, topic, ...formatChoice }, handlers);
    }
  };

  const toAvatars = () => {
    // start loading the avatars while the step opens
    void queryClient.prefetchQuery(getCreatorsQueryOptions());
    goTo('avatar');
  };

  return (
    <div className="flex flex-col gap-6">
      <WizardSteps current={step} />

      {step === 'script' ? (
        <Tabs value={speaking} onChange={setSpeaking}>
          <TabList label="What your presenter says" items={SPEAKING_TABS} className="self-start" />
          <TabPanel value="script">
            <ScriptStep
              idea={idea}
              onIdeaChange={setIdea}
              script={script}
              onScript={(nextTopic, nextScript) => {
                setTopic(nextTopic);
                setScript(nextScript);
              }}
              onNext={toAvatars}
              focusOnMount={hasMoved}
            />
          </TabPanel>
          <TabPanel value="own-voice">
            <OwnVoiceStep
              words={words}
              onWordsChange={setWords}
              onReady={(ready) => {
                setRecording(ready);
                toAvatars();
              }}
              focusOnMount={hasMoved}
            />
          </TabPanel>
        </Tabs>
      ) : null}

      {step === 'avatar' ? (
        <AvatarStep
          selected={selected}
          script={speaking === 'own-voice' ? words : script}
          recordingUrl={speaking === 'own-voice' ? recording?.recording_url : undefined}
          onSelect={(name) => {
            setSelected(name);
            setStartError(null);
          }}
          onBack={() => {
            setStartError(null);
            goTo('script');
          }}
          onGenerate={generateVideo}
          isStarting={start.isPending || startOwnVoice.isPending}
          error={startError}
          focusOnMount={hasMoved}
          scriptLanguage={speaking === 'own-voice' ? undefined : scriptLanguage}
          format={formatChoice}
          formatSupport={formatSupport}
          onFormatChange={setFormatChoice}
        />
      ) : null}

      {step === 'video' && job ? (
        <VideoStep
          key={job.operationId}
          status={status}
          avatar={job.avatar}
          avatarImageUrl={job.avatarImageUrl}
          topic={job.topic}
          onReset={startOver}
        />
      ) : null}
    </div>
  );
}
