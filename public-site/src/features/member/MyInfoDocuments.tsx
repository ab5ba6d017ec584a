import { useState } from 'react';
import { DOCUMENT_KINDS, type DocumentKind, type Me } from '@clinic/contract';
import { apiSend } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { focusId } from '../../lib/forms/focus';
import { useContractForm } from '../../lib/forms/useContractForm';
import { formatDate } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { Lang } from '../../lib/textLang';
import { DocumentField, documentError } from './documents';

/** An institution's two documents: shown, and replaced by a new upload. */
export function Documents({ me, onUploaded }: { me: Me; onUploaded: () => Promise<void> }) {
  const { t, locale } = useI18n();
  const uploads = useContractForm('myinfo-doc', {});
  const { kit, setErrors } = uploads;
  const [files, setFiles] = useState<Partial<Record<DocumentKind, File>>>({});
  const [done, setDone] = useState('');

  const upload = async (doc: DocumentKind) => {
    const file = files[doc];
    const problem = documentError(file, locale) ?? '';
    setErrors({ [doc]: problem });
    setDone('');
    if (problem || !file) return focusId(kit.id(doc));
    await uploads.send({
      send: async () => {
        const body = new FormData();
        body.set('file', file);
        await apiSend('POST', endpoints.userDocument(me.id, doc), locale, body);
        setDone(t('member.uploaded'));
        await onUploaded();
      },
      failed: t('member.failed'),
      // The server's word on the file (or why it failed) stands under that document.
      refused: (refusal) => {
        refusal.errors = { [doc]: refusal.errors.file ?? refusal.message };
        return { focus: 'none' };
      },
    });
  };

  return (
    <section className="member-section" aria-labelledby="myinfo-documents">
      <h2 id="myinfo-documents">{t('member.documentsSection')}</h2>
      <p className="verify__notice" role="status">
        {done}
      </p>
      {DOCUMENT_KINDS.map((doc) => {
        const current = me.documents.find((d) => d.kind === doc);
        return (
          <DocumentField
            key={doc}
            kit={kit}
            doc={doc}
            onFile={(file) => setFiles((f) => ({ ...f, [doc]: file }))}
            current={
              <p className="document__current">
                {current ? (
                  <>
                    <Lang text={current.name} /> ·{' '}
                    {t('member.uploadedAt', { date: formatDate(current.createdAt, locale) })}
                  </>
                ) : (
                  t('member.documentsNone')
                )}
              </p>
            }
            action={
              <button
                type="button"
                className="button"
                disabled={!uploads.ready || uploads.busy}
                onClick={() => upload(doc)}
              >
                {t('member.upload')}
                <span className="visually-hidden">: {t(`member.documentTypes.${doc}`)}</span>
              </button>
            }
          />
        );
      })}
    </section>
  );
}
