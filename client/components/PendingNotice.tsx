/**
 * Under a form whose request did not get through (issue 15): that it is kept on this device
 * and will go out by itself, the e-mail and phone alternatives, and « supprimer ». The live
 * region is always rendered (empty) so that screen readers announce what appears in it.
 */
import { PENDING_WORDS } from "../lib/pending-words.ts";
import type { PendingNoticeState } from "../lib/use-kept-request.ts";

interface PendingNoticeProps {
  kind: keyof typeof PENDING_WORDS;
  notice: PendingNoticeState | null;
  phone?: { display: string; e164: string };
  onForget: () => void;
}

export function PendingNotice({ kind, notice, phone, onForget }: PendingNoticeProps) {
  const words = PENDING_WORDS[kind];
  const kept = Boolean(notice?.id);
  return (
    <div className="form-pending" role="status">
      {notice && (
        <>
          {kept && <p>{words.kept}</p>}
          <p>
            {kept ? "Vous préférez ne pas attendre\u00A0? " : ""}
            <a href={notice.mailto}>{words.mail}</a>
            {phone && (
              <>
                {" "}
                ou appelez-nous au <a href={`tel:${phone.e164}`}>{phone.display}</a>
              </>
            )}
            .
            {kept && (
              <>
                {" "}
                Vous pouvez aussi {words.pronoun}{" "}
                <button type="button" className="link-button" onClick={onForget}>
                  supprimer
                </button>
                .
              </>
            )}
          </p>
        </>
      )}
    </div>
  );
}
