import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeQuestionnaire, currentQuestionnaire } from '#contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { questionnaireQuery } from '@/lib/api/layout';
import { apiRequest } from '@/lib/api-client';
import { invalidate } from '@/lib/endpoint-query';
import { notify } from '@/lib/notify';
import { dismissSurvey, surveyDismissed } from '@/lib/survey-state';
import { noticesPendingAtom, surveyPendingAtom, usePublishPending } from './greetings.ts';

/** The survey button and dialog (client logins): the dialog opens by itself once per session. */
export function Survey() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const survey = useQuery(questionnaireQuery());
  const questionnaire = survey.data?.questionnaire ?? null;
  const [open, setOpen] = useState(() => !surveyDismissed());
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // It opens by itself only after the unread notices, and the tour waits for it in turn.
  const noticesPending = useAtomValue(noticesPendingAtom);
  usePublishPending(surveyPendingAtom, survey.isPending || (open && questionnaire !== null));
  if (!questionnaire) return null;

  const close = () => {
    dismissSurvey();
    setOpen(false);
  };
  const submit = async () => {
    setBusy(true);
    try {
      await apiRequest(completeQuestionnaire, { body: { questionnaire_id: questionnaire.id, answers } });
      notify.success(t('survey.thanks'));
      close();
      await invalidate(queryClient, currentQuestionnaire);
    } catch {
      // The request module has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0 px-1.5 @min-[1150px]/top:px-2.5"
        title={t('survey.button')}
        onClick={() => setOpen(true)}
      >
        <ClipboardList />
        <span className="sr-only @min-[1150px]/top:not-sr-only">{t('survey.button')}</span>
      </Button>
      <Dialog open={open && !noticesPending} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{questionnaire.title}</DialogTitle>
            <DialogDescription>{t('survey.intro')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-4">
            {questionnaire.questions.map((q) => (
              <div key={q.id} className="flex flex-col gap-1.5">
                <span id={`survey-${q.id}`} className="mb-1 font-medium">
                  {q.text}
                </span>
                {q.options.length > 0 ? (
                  <RadioGroup
                    aria-labelledby={`survey-${q.id}`}
                    value={answers[q.id] ?? ''}
                    onValueChange={(option) => setAnswers((a) => ({ ...a, [q.id]: option }))}
                    className="flex-col flex-nowrap gap-2"
                  >
                    {q.options.map((option) => (
                      <RadioGroupItem key={option} value={option} className="gap-2">
                        {option}
                      </RadioGroupItem>
                    ))}
                  </RadioGroup>
                ) : (
                  <Textarea
                    aria-labelledby={`survey-${q.id}`}
                    maxLength={500}
                    className="min-h-20"
                    value={answers[q.id] ?? ''}
                    onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.value }))}
                  />
                )}
              </div>
            ))}
          </div>
          <DialogFooter>
            <Button onClick={close}>{t('survey.later')}</Button>
            <Button variant="primary" disabled={busy} onClick={() => void submit()}>
              {t('common.submit')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
