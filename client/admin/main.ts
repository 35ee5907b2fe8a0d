/**
 * What /admin adds to Decap CMS, loaded right after it by the page (site/cms/admin.ts): French
 * phrases, the Belgian date field, the choice from another file's list that stays out of the
 * translations, the formats that keep a file's comments and layout, and the preview pane.
 */
import "./locale.ts";
import "./belgian-date.ts";
import "./reference.ts";
import "./formats.ts";
import "./preview.ts";
