/**
 * Price estimator of /tarifs (issue 16): the visitor describes the rooms to clear (or types a
 * known volume), the access, the situation and the goods worth reselling; the range, the rate
 * card's plus its surcharges, is recomputed on every change, and announced in a live region
 * once the visitor pauses (issue 38). « Recevoir un devis précis » opens the quote form with a
 * summary of the estimate in its message. A count or volume is taken as typed, never cut to a
 * maximum: beyond what the prices cover, the estimate says the price is set after a visit.
 * The figures come from content/estimator.yaml through the props; the computation is
 * client/lib/estimate.ts, the sentences client/lib/estimate-text.ts, and the words come in the
 * props (client/messages/estimator*.ts), so one script serves both editions.
 */
import { useState } from "react";
import {
  defaultInput,
  estimate,
  FULLNESS,
  RESALE,
  SITUATIONS,
  type EstimateInput,
  type PriceModel,
  type RoomChoice,
} from "../lib/estimate.ts";
import { estimateText, HIGHEST_FLOOR, type EstimateWords } from "../lib/estimate-text.ts";
import { quoteUrlWithMessage } from "../lib/quote-prefill.ts";
import { useSettled } from "../lib/use-settled.ts";

export interface PriceEstimatorProps {
  model: PriceModel;
  /** Prefix for element ids. */
  id: string;
  /** Reference volumes shown under the known-volume field (from the price examples). */
  volumeHint: string;
  /** The edition's words (client/messages/estimator*.ts). */
  words: EstimateWords;
  /** The edition's quote page, which the summary travels to. */
  quotePage: string;
}

/** How long the result waits, unchanged, before the live region says it. */
const SPEAK_AFTER_MS = 800;

type Value = { currentTarget: { value: string } };
/** What the visitor typed as a number, at least 0 (a comma is a decimal separator too). */
const amount = (text: string) => Math.max(0, Number(text.replace(",", ".")) || 0);

export default function PriceEstimator({ model, id, volumeHint, words: W, quotePage }: PriceEstimatorProps) {
  const text = estimateText(W);
  const [input, setInput] = useState<EstimateInput>(() => defaultInput(model));
  const [volumeText, setVolumeText] = useState("");
  const update = (patch: Partial<EstimateInput>) => setInput((i) => ({ ...i, ...patch }));
  const setRoom = (index: number, patch: Partial<RoomChoice>) =>
    setInput((i) => ({ ...i, rooms: i.rooms.map((room, j) => (j === index ? { ...room, ...patch } : room)) }));

  const result = estimate(model, input);
  const sentence = text.resultSentence(model, result);
  const spoken = useSettled(sentence, SPEAK_AFTER_MS);
  const fid = (name: string) => `${id}-${name}`;

  function radios<T extends string>(
    name: string,
    options: readonly T[],
    labels: Record<T, string>,
    value: T,
    choose: (v: T) => void,
  ) {
    return options.map((option) => (
      <label key={option} className="choice" htmlFor={fid(`${name}-${option}`)}>
        <input
          id={fid(`${name}-${option}`)}
          type="radio"
          name={fid(name)}
          value={option}
          checked={value === option}
          onChange={() => choose(option)}
        />
        <span>{labels[option]}</span>
      </label>
    ));
  }

  return (
    // A live calculator, not a form: nothing is submitted, so no <form> (WCAG H32), only fieldsets.
    <div className="estimator" role="group" aria-label={W.name}>
      <div className="estimator-fields">
        <fieldset className="estimator-group">
          <legend>{W.what}</legend>
          <div className="choices choices-inline">
            {radios("method", ["rooms", "volume"] as const, W.methods, input.method, (method) => update({ method }))}
          </div>
          {input.method === "rooms" ? (
            <ul className="rooms">
              {model.rooms.map((room, i) => {
                const choice = input.rooms[i]!;
                return (
                  <li key={room.name} className="room">
                    <label htmlFor={fid(`room-${i}`)} className="room-name">
                      {room.name}
                    </label>
                    <span className="stepper">
                      <button
                        type="button"
                        tabIndex={-1}
                        aria-hidden="true"
                        disabled={choice.count === 0}
                        onClick={() => setRoom(i, { count: choice.count - 1 })}
                      >
                        −
                      </button>
                      <input
                        id={fid(`room-${i}`)}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        value={String(choice.count)}
                        onInput={(e: Value) => setRoom(i, { count: Math.floor(amount(e.currentTarget.value)) })}
                      />
                      <button
                        type="button"
                        tabIndex={-1}
                        aria-hidden="true"
                        onClick={() => setRoom(i, { count: choice.count + 1 })}
                      >
                        +
                      </button>
                    </span>
                    {choice.count > 0 && (
                      <span className="room-fullness field">
                        <label htmlFor={fid(`fullness-${i}`)} className="visually-hidden">
                          {W.fullness} ({room.name.toLowerCase()})
                        </label>
                        <select
                          id={fid(`fullness-${i}`)}
                          value={choice.fullness}
                          onChange={(e: Value) =>
                            setRoom(i, { fullness: e.currentTarget.value as RoomChoice["fullness"] })
                          }
                        >
                          {FULLNESS.map((f) => (
                            <option key={f} value={f}>
                              {W.fullnessLabels[f]}
                            </option>
                          ))}
                        </select>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <div className="field">
              <label htmlFor={fid("volume")}>{W.volume}</label>
              <input
                id={fid("volume")}
                type="number"
                inputMode="numeric"
                min={1}
                value={volumeText}
                aria-describedby={fid("volume-hint")}
                onInput={(e: Value) => {
                  setVolumeText(e.currentTarget.value);
                  update({ knownVolume: amount(e.currentTarget.value) || null });
                }}
              />
              <p id={fid("volume-hint")} className="field-hint">
                {volumeHint}
              </p>
            </div>
          )}
        </fieldset>

        <fieldset className="estimator-group">
          <legend>{W.access}</legend>
          <div className="form-row">
            <div className="field">
              <label htmlFor={fid("floor")}>{W.floor}</label>
              <select
                id={fid("floor")}
                value={String(input.floor)}
                onChange={(e: Value) => update({ floor: Number(e.currentTarget.value) })}
              >
                {Array.from({ length: HIGHEST_FLOOR + 1 }, (_, floor) => (
                  <option key={floor} value={String(floor)}>
                    {text.floorLabel(floor)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={fid("carrying")}>{W.carrying}</label>
              <select
                id={fid("carrying")}
                value={String(input.carrying)}
                onChange={(e: Value) => update({ carrying: Number(e.currentTarget.value) })}
              >
                {model.access.carrying.map((_, i) => (
                  <option key={i} value={String(i)}>
                    {text.carryingLabel(model, i)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <label className="choice" htmlFor={fid("lift")}>
            <input
              id={fid("lift")}
              type="checkbox"
              checked={input.lift && input.floor > 0}
              disabled={input.floor === 0}
              onChange={(e: { currentTarget: { checked: boolean } }) => update({ lift: e.currentTarget.checked })}
            />
            <span>{W.lift}</span>
          </label>
        </fieldset>

        <fieldset className="estimator-group">
          <legend>{W.situation}</legend>
          <div className="choices">
            {radios("situation", SITUATIONS, W.situationLabels, input.situation, (situation) => update({ situation }))}
          </div>
        </fieldset>

        <fieldset className="estimator-group">
          <legend>{W.resale}</legend>
          <div className="choices">
            {radios("resale", RESALE, W.resaleLabels, input.resale, (resale) => update({ resale }))}
          </div>
        </fieldset>
        {result.kind !== "empty" && (
          // On a narrow screen the result comes after the questions: this strip keeps it in
          // sight while they are answered. A visual copy only; the live region speaks.
          <p className="estimator-peek" aria-hidden="true">
            {text.cubicMetres(result.volume)} ·{" "}
            {result.kind === "range" ? text.euroRange(result.low, result.high) : W.afterVisit}
          </p>
        )}
      </div>

      <div className="estimator-result" aria-labelledby={fid("result-title")} role="group">
        <h3 id={fid("result-title")}>{W.result}</h3>
        {/* Seen at once; said by the live region below once the visitor pauses. */}
        <div id={fid("result")} className="estimator-figure">
          {result.kind === "range" ? (
            <>
              <p>
                {W.volumeFigure}
                <strong className="estimator-volume">{text.cubicMetres(result.volume)}</strong>
              </p>
              <p>
                {W.priceFigure}
                <strong className="estimator-range">{text.euroRange(result.low, result.high)}</strong>
              </p>
            </>
          ) : (
            <p>{sentence}</p>
          )}
        </div>
        <p className="visually-hidden" role="status">
          {spoken}
        </p>
        {result.kind !== "empty" && (
          <ul className="estimator-assumptions">
            {text.assumptions(model, input, result).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <a
          className="button button-accent"
          href={quoteUrlWithMessage(quotePage, text.quoteSummary(model, input, result))}
        >
          {W.quote}
        </a>
        {result.kind !== "empty" && <p className="form-notice">{W.quoteNotice}</p>}
      </div>
    </div>
  );
}
