import {
  Award,
  BarChart3,
  BadgeCheck,
  Book,
  Building2,
  Cloud,
  Clock,
  Code2,
  Coffee,
  Cpu,
  DollarSign,
  Globe,
  Headset,
  Heart,
  House,
  LayoutGrid,
  Lightbulb,
  Lock,
  Microchip,
  MonitorSmartphone,
  Palette,
  Rocket,
  Shield,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Users,
  Zap,
  AppWindow,
  type LucideIcon,
} from "lucide-react";
import type { Service } from "../../content/types.ts";

export type IconName = Service["icon"];

// One entry per name of the schema's icon enum: an editor picks a name, never an import.
const ICONS: Record<IconName, LucideIcon> = {
  cloud: Cloud,
  shield: Shield,
  cpu: Cpu,
  headset: Headset,
  code: Code2,
  chart: BarChart3,
  "check-badge": BadgeCheck,
  sparkles: Sparkles,
  building: Building2,
  chip: Microchip,
  windows: AppWindow,
  phone: MonitorSmartphone,
  users: Users,
  layout: LayoutGrid,
  palette: Palette,
  rocket: Rocket,
  clock: Clock,
  globe: Globe,
  award: Award,
  heart: Heart,
  lightbulb: Lightbulb,
  target: Target,
  "trending-up": TrendingUp,
  lock: Lock,
  zap: Zap,
  book: Book,
  coffee: Coffee,
  home: House,
  dollar: DollarSign,
  star: Star,
};

/** A decorative icon by its content name; meaning always comes from the text beside it. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
