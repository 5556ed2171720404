/**
 * Site header: logo, the top navigation (desktop: dropdowns on hover and keyboard focus; mobile:
 * a collapsible panel with one expandable sub-list at a time and a Follow Us block), theme toggle.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { AppLink as Link } from './AppLink.tsx'
import { isActive, type NavItem } from '../lib/nav.ts'
import { MenuLink } from './MenuLink.tsx'
import { useSite } from '../lib/site.tsx'
import { socialLinks } from '../lib/settings.ts'
import { ChevronDownIcon, CloseIcon, MenuIcon } from './Icons.tsx'
import { Logo } from './Logo.tsx'
import { SocialLinks } from './SocialLinks.tsx'
import { ThemeToggle } from './ThemeToggle.tsx'

export function Header() {
  const { pathname } = useLocation()
  const { navigation } = useSite()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  // A new page closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname])

  useEffect(() => {
    document.body.classList.toggle('menu-open', menuOpen)
    // While the menu covers the page, the page behind it is out of reach for keyboard and readers.
    const behind = document.querySelectorAll<HTMLElement>('.site-main, .site-footer')
    behind.forEach((el) => (el.inert = menuOpen))
    if (!menuOpen) return
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false)
        menuButton.current?.focus()
      }
    }
    const onResize = () => {
      if (window.matchMedia('(min-width: 1024px)').matches) setMenuOpen(false)
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('resize', onResize)
    return () => {
      document.body.classList.remove('menu-open')
      behind.forEach((el) => (el.inert = false))
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('resize', onResize)
    }
  }, [menuOpen])

  return (
    <header className={`site-header ${menuOpen ? 'is-menu-open' : ''}`}>
      <div className="container header-bar">
        <Link to="/" className="header-logo" aria-label="Yerth home">
          <Logo />
        </Link>

        <nav className="desktop-nav" aria-label="Main">
          <ul className="nav-list">
            {navigation.header.map((item, i) =>
              item.children ? (
                <DesktopDropdown key={`${i}-${item.href}`} item={item} pathname={pathname} />
              ) : (
                <li key={`${i}-${item.href}`} className="nav-item">
                  <NavLinkItem item={item} pathname={pathname} className={item.href === '/contact' ? 'nav-link nav-cta' : 'nav-link'} />
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="header-actions">
          <ThemeToggle />
          <button
            ref={menuButton}
            type="button"
            className="icon-btn menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </button>
        </div>
      </div>

      <MobileMenu open={menuOpen} pathname={pathname} items={navigation.header} />
    </header>
  )
}

function NavLinkItem({ item, pathname, className }: { item: NavItem; pathname: string; className: string }) {
  const active = isActive(pathname, item.href)
  return <MenuLink item={item} className={`${className} ${active ? 'is-active' : ''}`} current={pathname === item.href} />
}

function DesktopDropdown({ item, pathname }: { item: NavItem; pathname: string }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const show = () => {
    clearTimeout(closeTimer.current)
    setOpen(true)
  }
  const hideSoon = () => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => setOpen(false), 120)
  }
  // Hover opens for a mouse only: a tap would otherwise open the menu and toggle it shut at once.
  const onPointerEnter = (e: PointerEvent<HTMLLIElement>) => {
    if (e.pointerType === 'mouse') show()
  }
  const onPointerLeave = (e: PointerEvent<HTMLLIElement>) => {
    if (e.pointerType === 'mouse') hideSoon()
  }
  // Keyboard focus arriving from outside opens the menu (a pointer click toggles it instead).
  const onFocus = (e: FocusEvent<HTMLLIElement>) => {
    const from = e.relatedTarget as Node | null
    if (!e.currentTarget.contains(from) && (e.target as HTMLElement).matches(':focus-visible')) show()
  }
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation()
      setOpen(false)
      button.current?.focus()
    }
  }

  return (
    <li className={`nav-item has-menu ${open ? 'is-open' : ''}`} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onFocus={onFocus} onBlur={onBlur} onKeyDown={onKeyDown}>
      <NavLinkItem item={item} pathname={pathname} className="nav-link" />
      <button
        ref={button}
        type="button"
        className="nav-caret"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${item.label} submenu`}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDownIcon size={16} />
      </button>
      <div className="nav-menu" id={menuId}>
        <ul>
          {item.children!.map((child, i) => (
            <li key={`${i}-${child.href}`}>
              <MenuLink item={child} className={`nav-menu-link ${isActive(pathname, child.href) ? 'is-active' : ''}`} current={pathname === child.href} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}

function MobileMenu({ open, pathname, items }: { open: boolean; pathname: string; items: NavItem[] }) {
  const { settings } = useSite()
  // One sub-list open at a time; the section of the current page starts open.
  const [openSub, setOpenSub] = useState<string | null>(null)
  useEffect(() => {
    if (open) setOpenSub(items.find((i) => i.children && isActive(pathname, i.href))?.label ?? null)
  }, [open, pathname])

  return (
    <div id="mobile-menu" className={`mobile-menu ${open ? 'is-open' : ''}`} hidden={!open}>
      <nav aria-label="Main menu" className="container mobile-nav">
        <ul className="mobile-list">
          {items.map((item, i) => {
            const active = isActive(pathname, item.href)
            if (!item.children) {
              return (
                <li key={`${i}-${item.href}`}>
                  <MenuLink item={item} className={`mobile-link ${active ? 'is-active' : ''}`} current={pathname === item.href} />
                </li>
              )
            }
            const expanded = openSub === item.label
            const subId = `mobile-sub-${i}`
            return (
              <li key={`${i}-${item.href}`} className={`mobile-group ${expanded ? 'is-expanded' : ''}`}>
                <div className="mobile-row">
                  <MenuLink item={item} className={`mobile-link ${active ? 'is-active' : ''}`} current={pathname === item.href} />
                  <button
                    type="button"
                    className="icon-btn mobile-expand"
                    aria-expanded={expanded}
                    aria-controls={subId}
                    aria-label={`${expanded ? 'Collapse' : 'Expand'} ${item.label}`}
                    onClick={() => setOpenSub(expanded ? null : item.label)}
                  >
                    <ChevronDownIcon size={20} />
                  </button>
                </div>
                <ul id={subId} className="mobile-sub" hidden={!expanded}>
                  {item.children.map((child, j) => (
                    <li key={`${j}-${child.href}`}>
                      <MenuLink item={child} className={`mobile-sublink ${isActive(pathname, child.href) ? 'is-active' : ''}`} current={pathname === child.href} />
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
        <div className="mobile-follow">
          <h2 className="mobile-follow-title">Follow Us</h2>
          <SocialLinks links={socialLinks(settings)} />
        </div>
      </nav>
    </div>
  )
}
