/** npm run content:new -- <kind> <name>: creates a new content file (or FAQ question) with placeholders to fill in. */
import { fileURLToPath } from "node:url";
import { newContent } from "../src/content/compiler/new-content.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const [kind, name] = process.argv.slice(2);
const { code, message } = newContent(root, kind, name, new Date().toISOString().slice(0, 10));
(code === 0 ? console.log : console.error)(message);
process.exit(code);
