import { IMAGE_PRESETS } from "../../../components/ui/image-presets.ts";

/** Where a photo is shown, and the widest it is drawn there in CSS pixels (src/components/ui/image-presets.ts). */
export interface PhotoUse {
  place: string;
  minWidth: number;
}

/** A photo shown in no preset (an optional portrait, the default link-preview picture): wide enough for a card. */
const ANY_PLACE: PhotoUse = { place: "this place", minWidth: IMAGE_PRESETS.articleCard[0] };

/** The page sections with a photo, by section type and the field that holds it. */
const SECTION_USES: Record<string, PhotoUse> = {
  "hero.image": { place: "the page's hero", minWidth: IMAGE_PRESETS.hero[0] },
  "story.image": { place: "the story section", minWidth: IMAGE_PRESETS.story[0] },
  "experts.image": { place: "the experts section", minWidth: IMAGE_PRESETS.experts[0] },
  // The team section's wider cards (src/sections/team/team-section.tsx) draw the portrait at 640 px.
  "team.image": { place: "a team card", minWidth: 640 },
};

/**
 * The use of the photo at `path` in a file of kind `schema`, so the check can refuse one narrower than
 * the widest it is drawn.
 */
export function photoUse(schema: string, path: readonly (string | number)[], data: unknown): PhotoUse {
  const field = path.join(".");
  if (schema === "service" && field === "image") return { place: "the service page's header", minWidth: IMAGE_PRESETS.serviceHero[0] };
  if (schema === "case-study" && field === "image") return { place: "the case study's header", minWidth: IMAGE_PRESETS.hero[0] };
  if (schema === "article" && field === "image") return { place: "the article's header", minWidth: IMAGE_PRESETS.articleHero[0] };
  if (schema === "site" && field === "defaultImage") return { place: "link previews", minWidth: 1200 };
  if (schema === "page" && path[0] === "sections" && typeof path[1] === "number") {
    const section = (data as { sections?: { type?: string }[] }).sections?.[path[1]];
    const key = `${section?.type ?? ""}.${String(path[path.length - 1])}`;
    return SECTION_USES[key] ?? ANY_PLACE;
  }
  return ANY_PLACE;
}
