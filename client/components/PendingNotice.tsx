/**
 * Under a form whose request did not get through (issue 15): that it is kept on this device
 * and will go out by itself, the e-mail and phone alternatives, and « supprimer ». While the
 * request is kept this is the form's one message about it. The live region is always
 * rendered (empty) so that screen readers announce what appears in it.
 */
import type { PendingWords } from "../lib/pending-words.ts";
import type { PendingNoticeState } from "../lib/use-kept-request.ts";

interface PendingNoticeProps {
  kind: "quote" | "review";
  /** The words of the page's edition, from the form's props. */
  words: PendingWords;
  notice: PendingNoticeState | null;
  phone?: { display: string; e164: string };
  onForget: () => void;
}

export function PendingNotice({ kind, words: W, notice, phone, onForget }: PendingNoticeProps) {
  const words = W[kind];
  const kept = notice?.id;
  return (
    <div className="form-pending" role="status">
      {notice && (
        <>
          {kept && <p>{words.kept}</p>}
          <p>
            {kept && W.wait}
            <a href={notice.mailto}>{words.mail}</a>
            {phone && (
              <>
                {W.call}
                <a href={`tel:${phone.e164}`}>{phone.display}</a>
              </>
            )}
            .
            {kept && (
              <>
                {W.also}
                {words.pronoun}{" "}
                <button type="button" className="link-button" onClick={onForget}>
                  {W.forget}
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
