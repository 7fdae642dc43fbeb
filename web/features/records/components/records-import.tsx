import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { confirmImport, previewImport } from '../api/records-import.ts';
import { downloadRecordsTemplate } from '../api/records-template.ts';
import { ImportProblems } from './import-problems.tsx';

/**
 * The records import (D28): the template, a file checked whole (its problems by row and column,
 * nothing written), and for a clean file one confirmation that writes every row. Choosing a file
 * again after fixing it checks it again.
 */
export function RecordsImport() {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [templateError, setTemplateError] = useState<string | null>(null);
  const check = useMutation({ mutationFn: previewImport });
  const write = useMutation({
    mutationFn: confirmImport,
    onSuccess: () => refreshRecruitment(queryClient),
  });
  const preview = check.data;
  const changes = preview ? preview.newRecords + preview.changedRecords : 0;

  const choose = (file: File | undefined) => {
    write.reset();
    if (file) check.mutate(file);
    // The same file chosen again after fixing it must still fire a change.
    if (input.current) input.current.value = '';
  };
  const template = async () => {
    setTemplateError(null);
    try {
      await downloadRecordsTemplate();
    } catch (error) {
      setTemplateError(`${t('records.import.templateFailed')} ${errorMessage(error, t)}`);
    }
  };

  return (
    <section className="records-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('records.import.title')}</h2>
      {/* The how-to one tap away: open, it filled a phone's first screen above the students, and
          was its largest text, painted with the list's code (issue 29: LCP 3.9 s). */}
      <details className="records-import-how">
        <summary>{t('records.import.how')}</summary>
        <p>{t('records.import.lead')}</p>
      </details>
      <div className="records-import-actions">
        <AppButton onClick={() => void template()}>
          <DownloadOutlined aria-hidden /> {t('records.import.template')}
        </AppButton>
        <label className="records-file app-button app-button-primary" htmlFor={`${id}-file`}>
          {t('records.import.choose')}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      {templateError ? (
        <p className="records-error" role="alert">
          {templateError}
        </p>
      ) : null}
      <div aria-live="polite">
        {check.isPending ? <p>{t('records.import.checking')}</p> : null}
        {check.isError ? (
          <p className="records-error" role="alert">
            {t('records.import.checkFailed')} {errorMessage(check.error, t)}
          </p>
        ) : null}
        {write.isSuccess ? (
          <p className="records-done">{t('records.import.done', { count: write.data.written })}</p>
        ) : preview && preview.importID === null ? (
          <>
            <p className="records-error">
              {t('records.import.problems', {
                count: preview.problemCount,
                bad: preview.badRows,
                rows: preview.rows,
              })}
            </p>
            <ImportProblems preview={preview} />
          </>
        ) : preview?.importID ? (
          <div className="records-ready">
            <p>
              {t('records.import.ready', {
                rows: preview.rows,
                new: preview.newRecords,
                changed: preview.changedRecords,
                unchanged: preview.unchangedRecords,
              })}
            </p>
            {write.isError ? (
              <p className="records-error" role="alert">
                {t('records.import.confirmFailed')} {errorMessage(write.error, t)}
              </p>
            ) : null}
            <AppButton
              variant="primary"
              loading={write.isPending}
              disabled={changes === 0}
              onClick={() => write.mutate(preview.importID ?? '')}
            >
              {changes === 0
                ? t('records.import.confirmNothing')
                : t('records.import.confirm', { count: changes })}
            </AppButton>
          </div>
        ) : null}
      </div>
    </section>
  );
}
