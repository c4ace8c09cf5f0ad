# Seeds Debian's Redmine 5 for the portal's helpdesk (run by scripts/redmine/redmine.ts through
# `bundle exec rails runner`). The ids and names come from HELPDESK_SEED (JSON written from
# src/lib/helpdesk-conventions.ts), so the mock, the app and this Redmine share one set of numbers.
require 'json'

conf = JSON.parse(ENV.fetch('HELPDESK_SEED'))
ActiveRecord::Base.transaction do
  Setting.rest_api_enabled = '1'
  # Without it a bad key is served as the anonymous user with 200 (stack.md).
  Setting.login_required = '1'
  Setting.attachment_max_size = (conf['maxUploadBytes'] / 1024).to_s
  Setting.default_issue_start_date_to_creation_date = '1'
  Setting.notified_events = []

  # Statuses: the portal's ids (openapi/helpdesk.yaml IssueStatusId). Default data has 1..6.
  conf['statuses'].each do |s|
    status = IssueStatus.find_by(id: s['id']) || IssueStatus.new
    status.id = s['id'] if status.new_record?
    # Free the name when a default status already holds it.
    IssueStatus.where(name: s['name']).where.not(id: s['id']).update_all(name: "#{s['name']} (default)")
    status.name = s['name']
    status.is_closed = s['closed']
    status.save!
  end

  tracker = Tracker.find_by(id: conf['trackerId']) || Tracker.new
  tracker.id = conf['trackerId'] if tracker.new_record?
  tracker.name = 'Helpdesk'
  tracker.default_status_id = conf['status']['WaitQueue']
  tracker.save!

  fields = conf['fields'].map do |key, id|
    field = IssueCustomField.find_by(id: id) || IssueCustomField.new
    field.id = id if field.new_record?
    field.name = key
    field.field_format = 'string'
    field.is_filter = true
    field.searchable = true
    field.visible = true
    field.is_for_all = true
    field.trackers = [tracker]
    field.save!
    field
  end

  project = Project.find_by(identifier: conf['project']) || Project.new
  project.name = 'Helpdesk'
  project.identifier = conf['project']
  project.is_public = false
  project.trackers = [tracker]
  project.enabled_module_names = ['issue_tracking']
  project.save!
  project.issue_custom_fields = fields
  conf['categories'].each { |name| IssueCategory.find_or_create_by!(project: project, name: name) }

  # manage_categories: Redmine serves GET /projects/:id/issue_categories.json only with it.
  perms = %i[view_issues add_issues edit_issues add_issue_notes view_private_notes_of_others manage_categories]
  student_role = Role.find_by(name: 'Portal student') || Role.new(name: 'Portal student')
  student_role.permissions = perms
  student_role.issues_visibility = 'all'
  student_role.assignable = true
  student_role.save!
  agent_role = Role.find_by(name: 'Support agent') || Role.new(name: 'Support agent')
  agent_role.permissions = perms
  agent_role.issues_visibility = 'all'
  agent_role.assignable = true
  agent_role.save!

  # The workflow the portal relies on: a new request starts New or WaitQueue; an open one may go
  # back to the queue (a reply), be finished or canceled; a closed one stays closed.
  s = conf['status']
  WorkflowTransition.where(tracker_id: tracker.id).delete_all
  open_ids = conf['statuses'].reject { |x| x['closed'] }.map { |x| x['id'] }
  [student_role, agent_role].each do |role|
    [s['New'], s['WaitQueue']].each do |to|
      WorkflowTransition.create!(role: role, tracker: tracker, old_status_id: 0, new_status_id: to)
    end
    open_ids.each do |from|
      targets = [s['WaitQueue'], s['Finished'], s['Canceled']]
      targets += [s['Answered']] if role == agent_role
      targets.each do |to|
        next if from == to
        WorkflowTransition.create!(role: role, tracker: tracker, old_status_id: from, new_status_id: to)
      end
    end
  end

  conf['users'].each do |u|
    user = User.find_by(login: u['login']) || User.new
    user.login = u['login']
    user.firstname = u['firstname']
    user.lastname = u['lastname']
    user.mail = "#{u['login']}@helpdesk.invalid"
    user.password = user.password_confirmation = u['password']
    user.status = User::STATUS_ACTIVE
    user.must_change_passwd = false
    user.language = 'en'
    user.save!
    Token.where(user_id: user.id, action: 'api').delete_all
    token = Token.create!(user: user, action: 'api')
    token.update_column(:value, u['apiKey'])
    role = u['role'] == 'agent' ? agent_role : student_role
    Member.where(user_id: user.id, project_id: project.id).destroy_all
    Member.create!(principal: user, project: project, role_ids: [role.id])
  end
end
puts "seeded Redmine #{Redmine::VERSION}"
