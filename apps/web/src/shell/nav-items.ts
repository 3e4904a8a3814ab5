import {
  Building2,
  CalendarDays,
  Camera,
  Gift,
  HeartPulse,
  Images,
  LayoutDashboard,
  Medal,
  MessageSquare,
  PawPrint,
  SearchAlert,
  Settings,
  Shirt,
  Stethoscope,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react'

export interface NavItem {
  label: string
  to: string
  icon: LucideIcon
}

/** The shell's navigation, in the order the sidebar lists them; the mobile bottom bar takes the first few. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'My Pets', to: '/pets', icon: PawPrint },
  { label: 'Lost Pets', to: '/lost-pets', icon: SearchAlert },
  { label: 'Pet Care', to: '/pet-care', icon: HeartPulse },
  { label: 'Appointments', to: '/appointments', icon: CalendarDays },
  { label: 'Veterinarians', to: '/veterinarians', icon: Stethoscope },
  { label: 'Photographers', to: '/photographers', icon: Camera },
  { label: 'Veterans', to: '/service-dog-veterans', icon: Medal },
  { label: 'Community', to: '/community', icon: Users },
  { label: 'Directory', to: '/directory', icon: Building2 },
  { label: 'Vendors', to: '/vendors', icon: Store },
  { label: 'Messages', to: '/messages', icon: MessageSquare },
  { label: 'Pet Gifts', to: '/gifts', icon: Gift },
  { label: 'Merchandise', to: '/merchandise', icon: Shirt },
  { label: 'Media', to: '/media', icon: Images },
  { label: 'Settings', to: '/settings', icon: Settings },
]

/** The mobile bottom bar shows this many of the first items: as many as fit a phone's width. */
export const BOTTOM_BAR_ITEM_COUNT = 5
