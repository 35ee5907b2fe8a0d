/** Quote form validation: every field to correct, in form order, and the spec's messages (section 5). */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { QUOTE_FORM_MESSAGES } from "../../../client/messages/quote-form.ts";
import { validateQuote } from "../../../client/lib/validation.ts";

const REQUIRED = ["fullName", "email", "phone", "city", "serviceType"];
const GOOD = {
  fullName: "Anne Dubois",
  email: "anne@exemple.be",
  phone: "0470 12 34 56",
  city: "Namur",
  serviceType: "vide-maison",
  message: "",
};

test("the spec's messages", () => {
  assert.is(QUOTE_FORM_MESSAGES.problems.required, "Tous les champs obligatoires doivent être remplis.");
  assert.is(QUOTE_FORM_MESSAGES.problems.phone, "Veuillez entrer un numéro de téléphone belge valide.");
});

test("complete values pass; the message is optional", () => {
  assert.equal(validateQuote(GOOD, REQUIRED), {});
});

test("every blank required field, blank counting as missing, and only required ones", () => {
  assert.equal(validateQuote({ ...GOOD, email: "", city: "  " }, REQUIRED), { email: "required", city: "required" });
  const blank = Object.fromEntries(Object.keys(GOOD).map((name) => [name, ""]));
  assert.equal(Object.keys(validateQuote(blank, REQUIRED)), REQUIRED, "in form order");
  assert.equal(validateQuote({ ...GOOD, serviceType: "" }, REQUIRED.slice(0, 4)), {}, "the quick form's four");
});

test("a wrong e-mail address and a non-Belgian phone number, in form order with the blank ones", () => {
  assert.equal(validateQuote({ ...GOOD, fullName: "", email: "anne@", phone: "123" }, REQUIRED), {
    fullName: "required",
    email: "email",
    phone: "phone",
  });
  assert.equal(validateQuote({ ...GOOD, phone: "+33 6 12 34 56 78" }, REQUIRED), { phone: "phone" });
  assert.equal(Object.keys(validateQuote({ ...GOOD, phone: "1", city: "" }, REQUIRED)), ["phone", "city"]);
});

test.run();
