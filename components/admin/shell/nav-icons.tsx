import {
  Activity,
  Hand,
  Image,
  LayoutDashboard,
  Link2,
  Megaphone,
  MessageSquareX,
  Network,
  Newspaper,
  Package,
  ShoppingCart,
  Store,
  Tags,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AdminNavKey } from '@/lib/admin/sections';

/** The icon of each back-office section (sidebar, welcome cards, command palette). */
export const NAV_ICONS: Record<AdminNavKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  welcome: Hand,
  user: Users,
  shop: Store,
  coupon: TicketPercent,
  category: Tags,
  provider: Network,
  activity: Activity,
  media: Image,
  campaigns: Megaphone,
  ads: Newspaper,
  shortner: Link2,
  cartarm: ShoppingCart,
  product: Package,
  uninstall: MessageSquareX,
};
