/** Quote form validation: the spec's messages (section 5), first problem in form order. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { MESSAGES, validateQuote } from "../../../client/lib/validation.ts";

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
  assert.is(MESSAGES.required, "Tous les champs obligatoires doivent être remplis.");
  assert.is(MESSAGES.phone, "Veuillez entrer un numéro de téléphone belge valide.");
});

test("complete values pass; the message is optional", () => {
  assert.is(validateQuote(GOOD, REQUIRED), null);
});

test("the first missing field in form order, blank counting as missing", () => {
  assert.equal(validateQuote({ ...GOOD, email: "", city: "" }, REQUIRED), {
    field: "email",
    message: MESSAGES.required,
  });
  assert.equal(validateQuote({ ...GOOD, fullName: "   " }, REQUIRED), {
    field: "fullName",
    message: MESSAGES.required,
  });
});

test("then the e-mail, then the Belgian phone rule", () => {
  assert.equal(validateQuote({ ...GOOD, email: "anne@", phone: "123" }, REQUIRED), {
    field: "email",
    message: MESSAGES.email,
  });
  assert.equal(validateQuote({ ...GOOD, phone: "+33 6 12 34 56 78" }, REQUIRED), {
    field: "phone",
    message: MESSAGES.phone,
  });
});

test.run();
